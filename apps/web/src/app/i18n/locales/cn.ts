import type { Catalogue } from '../en';

const cn: Catalogue = {
};

export default cn;
