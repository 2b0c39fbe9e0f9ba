import type { Catalogue } from '../en';

const it: Catalogue = {
};

export default it;
