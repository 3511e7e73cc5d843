import { m } from '@mall/i18n';
import { EMOJI_CODES } from '../../../lib/text';
import * as styles from './EmojiPanel.css';
import { Box } from '@mall/ui';

export interface EmojiPanelProps {
  /** Called with the tag, e.g. "[emjoy_05]", to insert into the text. */
  onPick: (code: string) => void;
}

/**
 * The 47 chat emoji [emjoy_01] … [emjoy_47] as GIF buttons (mall-api draws the GIFs at /upload/chat/emoji/).
 * Props: `onPick(code)` receives the tag to insert into the text, which counts as one character. One state.
 */
export function EmojiPanel({ onPick }: EmojiPanelProps) {
  return (
    <Box
      display="grid"
      gap="xxs"
      className={styles.panel}
      role="group"
      aria-label={m['chatDialog.emoji']()}
      data-testid="chat-emoji-panel"
    >
      {EMOJI_CODES.map((e) => (
        <button
          key={e.code}
          type="button"
          className={styles.cell}
          onClick={() => onPick(e.code)}
          aria-label={e.code}
          title={e.code}
        >
          <img className={styles.img} src={e.src} alt="" />
        </button>
      ))}
    </Box>
  );
}
