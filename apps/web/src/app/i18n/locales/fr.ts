import type { Catalogue } from '../en';

const fr: Catalogue = {
};

export default fr;
