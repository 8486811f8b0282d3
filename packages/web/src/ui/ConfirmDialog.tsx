import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import { Modal } from './Modal.tsx';

/**
 * A confirmation in a dialog: what is about to happen (`children`), then Cancel and Confirm. While
 * the request is on its way (`busy`) it cannot be dismissed and Cancel is disabled. The body is
 * `className`, its buttons `<className>__actions`.
 */
export function ConfirmDialog({
  open,
  title,
  className,
  busy,
  onCancel,
  onConfirm,
  children,
}: {
  open: boolean;
  title: string;
  className: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      onClose={() => {
        if (!busy) onCancel();
      }}
    >
      {open && (
        <div className={className}>
          {children}
          <div className={`${className}__actions`}>
            <Button variant="secondary" disabled={busy} onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button busy={busy} onClick={onConfirm}>
              {t('common.confirm')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
