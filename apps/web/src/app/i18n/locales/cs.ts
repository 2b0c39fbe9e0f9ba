import type { Catalogue } from '../en';

const cs: Catalogue = {
};

export default cs;
