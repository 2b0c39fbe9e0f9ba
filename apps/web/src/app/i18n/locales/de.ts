import type { Catalogue } from '../en';

const de: Catalogue = {
};

export default de;
