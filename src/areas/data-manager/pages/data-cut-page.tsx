import { DataCutScreen } from '../data-cut/data-cut-screen';

export function DataCutPage() {
  return <DataCutScreen />;
}
