import type { Catalogue } from '../en';

const sv: Catalogue = {
};

export default sv;
