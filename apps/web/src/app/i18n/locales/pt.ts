import type { Catalogue } from '../en';

const pt: Catalogue = {
};

export default pt;
