import { SigDictHandleScreen } from '../signal-dict/sig-dict-handle-screen';

export interface SignalDictHandlePageProps {
  mode: 'add' | 'edit';
  id: number;
}

export function SignalDictHandlePage({ mode, id }: SignalDictHandlePageProps) {
  return <SigDictHandleScreen mode={mode} id={id} />;
}
