import type { Catalogue } from '../en';

const ja: Catalogue = {
};

export default ja;
