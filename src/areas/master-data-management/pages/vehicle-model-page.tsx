import { VehicleModelScreen } from '../vehicle-model/vehicle-model-screen';

export function VehicleModelPage() {
  return <VehicleModelScreen />;
}
