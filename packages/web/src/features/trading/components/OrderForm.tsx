import { useTranslation } from 'react-i18next';
import type { MarketInfo } from '@tp/contract';
import { Modal } from '../../../ui/Modal.tsx';
import { OpenConfirm } from './OpenConfirm.tsx';
import { OrderFormView } from './OrderFormView.tsx';
import { useOrderForm } from './useOrderForm.ts';

/**
 * Buy long / sell short one instrument: side, lots (stepped on the instrument's grid), leverage,
 * optional stop-loss and take-profit; live figures from the server; every check the server would
 * make on the input is made first, in words; then a confirmation that repeats it all.
 */
export function OrderForm({ info, onOpened }: { info: MarketInfo; onOpened: () => void }) {
  const { t } = useTranslation('trading');
  const form = useOrderForm(info, onOpened);
  return (
    <>
      <OrderFormView info={info} form={form} />
      <Modal open={form.pending !== null} title={t('confirm.title')} onClose={form.cancel}>
        {form.pending && <OpenConfirm info={info} order={form.pending} onCancel={form.cancel} onOpened={form.opened} />}
      </Modal>
    </>
  );
}
