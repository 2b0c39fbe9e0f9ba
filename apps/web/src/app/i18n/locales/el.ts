import type { Catalogue } from '../en';

const el: Catalogue = {
};

export default el;
