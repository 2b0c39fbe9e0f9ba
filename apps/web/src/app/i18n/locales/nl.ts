import type { Catalogue } from '../en';

const nl: Catalogue = {
};

export default nl;
