import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import { QrCode } from '../../../ui/QrCode.tsx';
import { showToast } from '../../../ui/toast.tsx';

/** Whether the device can hand the link to another app (the Web Share API): phones mostly. */
const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** The code and the link, each with a copy button; the link as a QR code; the device's share sheet where there is one. */
export function ShareCard({ code, linkPath }: { code: string; linkPath: string }) {
  const { t } = useTranslation('invite');
  const link = new URL(linkPath, window.location.origin).toString();
  const copy = (text: string) => {
    navigator.clipboard.writeText(text).then(
      () => showToast(t('copied'), 'success'),
      () => showToast(t('copyFailed'), 'error'),
    );
  };
  const share = () => {
    // A share the customer dismisses rejects: nothing to tell them.
    navigator.share({ title: t('shareTitle'), text: t('shareText', { code }), url: link }).catch(() => undefined);
  };
  return (
    <section className="invite-share" aria-labelledby="invite-share-title">
      <h2 id="invite-share-title">{t('yourInvite')}</h2>
      <div className="invite-share__body">
        <div className="invite-share__qr">
          <QrCode value={link} label={t('qr')} />
        </div>
        <dl className="invite-share__fields">
          <div className="invite-share__field">
            <dt>{t('code')}</dt>
            <dd>
              <code className="invite-share__code" data-testid="invite-code">
                {code}
              </code>
              <Button variant="secondary" className="btn--small" onClick={() => copy(code)} aria-label={t('copyCode')}>
                <Icon name="copy" size={16} /> {t('copy')}
              </Button>
            </dd>
          </div>
          <div className="invite-share__field">
            <dt>{t('link')}</dt>
            <dd>
              <code className="invite-share__link" data-testid="invite-link">
                {link}
              </code>
              <Button variant="secondary" className="btn--small" onClick={() => copy(link)} aria-label={t('copyLink')}>
                <Icon name="copy" size={16} /> {t('copy')}
              </Button>
            </dd>
          </div>
        </dl>
      </div>
      {canShare() && (
        <Button onClick={share} className="invite-share__share">
          {t('share')}
        </Button>
      )}
    </section>
  );
}
