import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NFT_SOCKET_PATH, type NftSocketMessage } from '@tp/contract/nft-live';
import { NFT_KEY } from './keys.ts';

const RECONNECT_MS = 3000;

/**
 * Follows the market's live channel while the page is open: each lot a bid (anyone's, on any
 * node) moved is read again at once, and everything after a reconnection. Pushed, never polled.
 */
export function useNftLive(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let socket: WebSocket | null = null;
    let closed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: [NFT_KEY] });
    const connect = () => {
      const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
      socket = new WebSocket(`${protocol}//${location.host}${NFT_SOCKET_PATH}`);
      socket.onmessage = (event) => {
        if (typeof event.data !== 'string') return;
        try {
          // A lot moved, or pushes may have been missed: either way the shown lots are read again.
          (JSON.parse(event.data) as NftSocketMessage).type satisfies 'lot' | 'resync';
          refresh();
        } catch {
          console.info('nft live message ignored: not JSON');
        }
      };
      socket.onopen = refresh;
      socket.onclose = () => {
        if (!closed) timer = setTimeout(connect, RECONNECT_MS);
      };
    };
    connect();
    return () => {
      closed = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [queryClient]);
}
