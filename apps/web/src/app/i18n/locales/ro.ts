import type { Catalogue } from '../en';

const ro: Catalogue = {
};

export default ro;
