import { courierContract } from '../courier.contract';
import { SimulatedCourier } from './simulated-courier';

courierContract('SimulatedCourier', async () => ({ courier: new SimulatedCourier(), dispose: async () => undefined }));
