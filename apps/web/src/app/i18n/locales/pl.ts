import type { Catalogue } from '../en';

const pl: Catalogue = {
};

export default pl;
