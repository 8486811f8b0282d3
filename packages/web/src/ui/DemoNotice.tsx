import { Button } from './Button.tsx';
import { Icon } from './Icon.tsx';
import { useSwitchAccountMode } from './ModeSwitch.tsx';

/**
 * What the demo account cannot use, in the area's words (`message`), and the way to the real
 * account (`switchLabel`): the specification's "demo accounts cannot use …; switch to the real account".
 */
export function DemoNotice({ message, switchLabel }: { message: string; switchLabel: string }) {
  const switchMode = useSwitchAccountMode();
  return (
    <div className="demo-notice" role="note">
      <Icon name="shield" size={28} />
      <p>{message}</p>
      <Button
        onClick={() => {
          switchMode('real');
        }}
      >
        {switchLabel}
      </Button>
    </div>
  );
}
