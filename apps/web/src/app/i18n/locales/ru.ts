import type { Catalogue } from '../en';

const ru: Catalogue = {
};

export default ru;
