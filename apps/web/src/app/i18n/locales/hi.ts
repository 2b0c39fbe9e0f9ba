import type { Catalogue } from '../en';

const hi: Catalogue = {
};

export default hi;
