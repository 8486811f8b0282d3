import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import { useSwitchAccountMode } from '../../../ui/ModeSwitch.tsx';

/** In demo mode deposits and withdrawals are not offered at all: the specification's message and the way out. */
export function DemoNotice() {
  const { t } = useTranslation('wallet');
  const switchMode = useSwitchAccountMode();
  return (
    <div className="wallet-demo" role="note">
      <Icon name="shield" size={28} />
      <p>{t('demo.disabled')}</p>
      <Button
        onClick={() => {
          switchMode('real');
        }}
      >
        {t('demo.switch')}
      </Button>
    </div>
  );
}
