import { m } from '@mall/i18n';
import { Button, Card, Inline, Stack } from '@mall/ui';
import { StatusBadge } from '@mall/console-kit';

export interface SiteSwitchProps {
  /** web_status: true while the storefront is open. */
  open: boolean;
  /** Seconds until the storefront follows a change (the gateway's public cache of site info). */
  cacheSeconds: number;
  busy?: boolean;
  /** mall-api's message when the switch was refused. */
  error?: string;
  /** Asks to close (open = false) or reopen (open = true); the page confirms and sends it. */
  onChange: (open: boolean) => void;
}

/**
 * The site switch (SPEC §4 web_status): whether the storefront is open, the button that closes or
 * reopens it, and how soon the storefront follows. Closing sends every storefront route to /closed.
 */
export function SiteSwitch({ open, cacheSeconds, busy = false, error, onChange }: SiteSwitchProps) {
  return (
    <Card title={m['console.settings.switch.title']()}>
      <Stack space="sm">
        <Inline space="md">
          <StatusBadge label={open ? m['console.settings.switch.open']() : m['console.settings.switch.closed']()} tone={open ? 'success' : 'danger'} />
          <Button variant={open ? 'secondary' : 'primary'} loading={busy} onClick={() => onChange(!open)}>
            {open ? m['console.settings.switch.close']() : m['console.settings.switch.reopen']()}
          </Button>
        </Inline>
        <p>{m['console.settings.switch.cache']({ seconds: cacheSeconds })}</p>
        {error && <p role="alert">{error}</p>}
      </Stack>
    </Card>
  );
}
