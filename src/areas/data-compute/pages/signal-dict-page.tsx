import { SigDictListScreen } from '../signal-dict/sig-dict-list-screen';

export function SignalDictPage() {
  return <SigDictListScreen />;
}
