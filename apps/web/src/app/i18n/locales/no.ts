import type { Catalogue } from '../en';

const no: Catalogue = {
};

export default no;
