import { createContext } from 'react';

export type SocketFactory = (url: string, protocols: string[]) => WebSocket;

/** How the screens open their socket: the browser's WebSocket, or a scripted one in stories. */
export const SocketFactoryContext = createContext<SocketFactory | undefined>(undefined);
