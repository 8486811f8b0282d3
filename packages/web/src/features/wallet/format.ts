import type { Coin, WalletNetwork } from '@tp/contract';

/** A method as customers know it: "USDT-TRC20", and a coin that is its own network alone: "BTC". */
export function methodLabel(coin: Coin, network: WalletNetwork): string {
  return coin === network ? coin : `${coin}-${network}`;
}

/** A long hash or address as its head and tail; the full text goes in a title. */
export function shorten(text: string, head = 8, tail = 6): string {
  return text.length <= head + tail + 1 ? text : `${text.slice(0, head)}…${text.slice(-tail)}`;
}
