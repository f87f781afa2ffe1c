import { EcuScreen } from '../ecu/ecu-screen';

export function EcuPage() {
  return <EcuScreen />;
}
