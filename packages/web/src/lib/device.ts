/** The specification's rule: anything not Android, iPhone, iPad or iPod is a desktop. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod/i.test(userAgent);
}

export const isMobileDevice = typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent);
