import type { EvaluationLine } from '../../lib/types';
import { m, type Message } from '@mall/i18n';
import { Box, Inline, Rate, Stack, Textarea, visuallyHidden } from '@mall/ui';
import { EVALUATE_CONTENT_MAX } from '../../lib/limits';
import { AfterSaleGoods } from '../AfterSaleGoods/AfterSaleGoods';
import { ImageList } from '../ImageList/ImageList';
import { OrderImagesField } from '../OrderImagesField/OrderImagesField';
import * as styles from './EvaluateLine.css';
import { pageStyles as shared } from '@mall/page-kit';

/** What the member has typed for one line (scores only count for a first evaluation). */
export interface LineDraft {
  scores: number;
  content: string;
  images: string[];
}

export interface EvaluateLineProps {
  line: EvaluationLine;
  /** first: stars, text, photos · again: the evaluation read-only plus a follow-up · view: read-only. */
  mode: 'first' | 'again' | 'view';
  value?: LineDraft;
  errors?: { scores?: string; content?: string };
  onChange?: (patch: Partial<LineDraft>) => void;
  onUpload?: (file: File) => Promise<string>;
  disabled?: boolean;
}

/** The text field of a first evaluation and of a follow-up. */
const TEXT: Record<'first' | 'again', { label: Message; placeholder: Message; rows: number }> = {
  first: { label: m['afterSale.evaluate.content'], placeholder: m['afterSale.evaluate.contentPlaceholder'], rows: 4 },
  again: { label: m['afterSale.evaluate.againContent'], placeholder: m['afterSale.evaluate.againPlaceholder'], rows: 3 },
};

/** The words of the stars 1–5. */
const SCORE_TEXT: readonly Message[] = [
  m['afterSale.evaluate.score1'],
  m['afterSale.evaluate.score2'],
  m['afterSale.evaluate.score3'],
  m['afterSale.evaluate.score4'],
  m['afterSale.evaluate.score5'],
];

/**
 * One order line on /evaluate, controlled by EvaluateForm. Props: `line` (goods and any evaluation), `mode`
 * (`first`: 1–5 stars labelled with the goods name, text up to 500 characters, up to 6 photos; `again`: the
 * evaluation read-only plus a follow-up text and photos; `view`: read-only), `value`, `errors`,
 * `onChange(patch)`, `onUpload(file)`, `disabled`. States: first, with errors, long name, follow-up, photos
 * at the limit, read-only.
 */
export function EvaluateLine({ line, mode, value, errors = {}, onChange, onUpload, disabled }: EvaluateLineProps) {
  const name = line.goods.skuName;
  const texts = SCORE_TEXT.map((text) => text());
  const goods = <AfterSaleGoods name={name} image={line.goods.skuImage} price={line.goods.price} num={line.goods.num} />;
  const draft = value ?? { scores: 0, content: '', images: [] };
  const upload = onUpload ?? (() => Promise.reject(new Error('no upload')));

  const existing = (
    <>
      <Rate readOnly value={line.scores} label={m['afterSale.evaluate.scoreOf']({ name })} size="sm" />
      <p className={styles.text}>{line.content}</p>
      <ImageList images={line.images} alt={(i) => `${name} ${m['afterSale.common.images']()}${i}`} />
      {line.againContent && (
        <Stack space="xs" className={styles.again}>
          <span className={styles.label}>{m['afterSale.evaluate.yourAgain']()}</span>
          <p className={styles.text}>{line.againContent}</p>
        </Stack>
      )}
    </>
  );

  if (mode === 'view') {
    return (
      <Box as="article" display="grid" gap="lg" className={styles.root} aria-label={name}>
        {goods}
        <Stack space="md" className={styles.fields}>{existing}</Stack>
      </Box>
    );
  }

  const text = TEXT[mode];
  return (
    <Box as="fieldset" display="grid" gap="lg" className={styles.root} disabled={disabled}>
      <legend className={visuallyHidden}>{name}</legend>
      {goods}
      <Stack space="md" className={styles.fields}>
        {mode === 'first' ? (
          <>
            <Inline space="sm">
              <span className={styles.label} aria-hidden="true">
                {m['afterSale.evaluate.score']()}
              </span>
              <Rate
                value={draft.scores}
                onChange={(scores) => onChange?.({ scores })}
                label={m['afterSale.evaluate.scoreOf']({ name })}
                texts={texts}
                disabled={disabled}
              />
            </Inline>
            {errors.scores && <p className={shared.error}>{errors.scores}</p>}
          </>
        ) : (
          existing
        )}
        <Textarea
          label={text.label()}
          placeholder={text.placeholder()}
          value={draft.content}
          maxLength={EVALUATE_CONTENT_MAX}
          rows={text.rows}
          error={errors.content}
          onValueChange={(content) => onChange?.({ content })}
        />
        <OrderImagesField
          label={m['afterSale.common.images']()}
          onUpload={upload}
          defaultValue={draft.images}
          disabled={disabled}
          onChange={(images) => onChange?.({ images })}
        />
      </Stack>
    </Box>
  );
}
