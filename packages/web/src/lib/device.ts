import { isMobileUserAgent } from '@tp/contract/constants';

export const isMobileDevice = typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent);
