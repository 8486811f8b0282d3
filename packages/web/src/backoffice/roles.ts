import type { OperatorRole } from './types.ts';

export type Section =
  | 'deposits'
  | 'withdrawals'
  | 'kyc'
  | 'customers'
  | 'smartPlans'
  | 'loans'
  | 'referrals'
  | 'params'
  | 'contents'
  | 'presale'
  | 'nfts'
  | 'notices'
  | 'chat'
  | 'audit'
  | 'operators';

export const sections: { id: Section; label: string; path: string }[] = [
  { id: 'deposits', label: 'Deposits', path: '/deposits' },
  { id: 'withdrawals', label: 'Withdrawals', path: '/withdrawals' },
  { id: 'kyc', label: 'Identity verification', path: '/kyc' },
  { id: 'customers', label: 'Customers', path: '/customers' },
  { id: 'smartPlans', label: 'Smart plans', path: '/smart-plans' },
  { id: 'loans', label: 'Loans', path: '/loans' },
  { id: 'referrals', label: 'Invite programme', path: '/referrals' },
  { id: 'params', label: 'Parameters', path: '/params' },
  { id: 'contents', label: 'Content', path: '/contents' },
  { id: 'presale', label: 'Presale', path: '/presale' },
  { id: 'nfts', label: 'Charity NFTs', path: '/nfts' },
  { id: 'notices', label: 'Notices', path: '/notices' },
  { id: 'chat', label: 'Support chat', path: '/chat' },
  { id: 'audit', label: 'Audit log', path: '/audit' },
  { id: 'operators', label: 'Operators', path: '/operators' },
];

/**
 * What each role sees: admin everything; reviewer the queues and customers; support customers and
 * the queues read-only (loans among them), and the support chat (as admins). Every role reads smart plans, the
 * invite programme and the charity NFTs; only admins change products, the referral share and the NFT lots.
 */
const visible: Record<OperatorRole, readonly Section[]> = {
  admin: [
    'deposits',
    'withdrawals',
    'kyc',
    'customers',
    'smartPlans',
    'loans',
    'referrals',
    'params',
    'contents',
    'presale',
    'nfts',
    'notices',
    'chat',
    'audit',
    'operators',
  ],
  reviewer: ['deposits', 'withdrawals', 'kyc', 'customers', 'smartPlans', 'loans', 'referrals', 'nfts'],
  support: ['deposits', 'withdrawals', 'kyc', 'customers', 'smartPlans', 'loans', 'referrals', 'chat', 'nfts'],
};

export function canSee(role: OperatorRole, section: Section): boolean {
  return visible[role].includes(section);
}

/** Approving, rejecting and completing deposits and withdrawals. */
export function canReview(role: OperatorRole): boolean {
  return role === 'admin' || role === 'reviewer';
}

/** Creating and changing smart products. */
export function canEditProducts(role: OperatorRole): boolean {
  return role === 'admin';
}

export function homePath(role: OperatorRole): string {
  return sections.find((section) => canSee(role, section.id))?.path ?? '/password';
}

/** Proof images: the server lets reviewers and administrators read them, not support. */
export function canSeeProofs(role: OperatorRole): boolean {
  return role === 'admin' || role === 'reviewer';
}
