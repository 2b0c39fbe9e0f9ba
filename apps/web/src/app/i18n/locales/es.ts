import type { Catalogue } from '../en';

const es: Catalogue = {
};

export default es;
