import type { Catalogue } from '../en';

const hu: Catalogue = {
};

export default hu;
