import { VehicleScreen } from '../vehicle/vehicle-screen';

export function VehiclePage() {
  return <VehicleScreen />;
}
