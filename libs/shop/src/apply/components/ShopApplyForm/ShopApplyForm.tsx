import { useState, type FormEvent } from 'react';
import { m } from '@mall/i18n';
import { isPhone, textLength } from '@mall/rest-contract/rules';
import { Button, Checkbox, Input, RadioGroup, Upload } from '@mall/ui';
import { pageStyles as shared } from '@mall/page-kit';

/** What the form sends (the gateway's ShopApplyInput). */
export interface ShopApplyInput {
  companyName: string;
  shopName: string;
  contactName: string;
  mobile: string;
  licenceImage: string;
  categoryIds: number[];
  tagLevel: number;
}

export interface ShopApplyFormProps {
  /** The level-1 goods categories to choose from. */
  categories: readonly { id: number; name: string }[];
  /** The certification levels: 0 none, 2/3/4 province / city / county (labels from the contract). */
  tagLevels: readonly { value: number; label: string }[];
  /** Most categories one application may name. */
  maxCategories: number;
  /** Uploads the licence picture, resolving to its stored path. */
  onUpload: (file: File) => Promise<string>;
  /** Called with a checked application. */
  onSubmit: (input: ShopApplyInput) => void;
  submitting?: boolean;
  /** The server's refusal, shown above the button. */
  error?: string | null;
}

type Field = 'companyName' | 'shopName' | 'contactName' | 'mobile' | 'licenceImage' | 'categoryIds';

/**
 * The 申请开店 form of /shop/apply: company or cooperative, shop name, contact and mobile, the business
 * licence (one uploaded picture), 1 to `maxCategories` level-1 categories and the poverty-area
 * certification that becomes the shop's tag_level. Checks every field before `onSubmit` (the same rules
 * as mall-api, which checks again) and shows each problem beside its field; `error` is the server's
 * refusal (e.g. an application already waiting). States: empty, filled, invalid, submitting, refused,
 * long Chinese names.
 */
export function ShopApplyForm({ categories, tagLevels, maxCategories, onUpload, onSubmit, submitting = false, error }: ShopApplyFormProps) {
  const [values, setValues] = useState({ companyName: '', shopName: '', contactName: '', mobile: '' });
  const [licence, setLicence] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [tagLevel, setTagLevel] = useState(String(tagLevels[0]?.value ?? 0));
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});

  const text = (field: keyof typeof values, label: string, max: number) => (
    <Input
      label={label}
      value={values[field]}
      maxLength={max}
      error={problems[field]}
      onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
    />
  );

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    const need = (field: keyof typeof values, label: string, min: number) => {
      if (textLength(values[field]) < min) found[field] = m['shop.apply.required']({ label });
    };
    need('companyName', m['shop.apply.company'](), 2);
    need('shopName', m['shop.apply.shopName'](), 2);
    need('contactName', m['shop.apply.contact'](), 2);
    if (!isPhone(values.mobile)) found.mobile = m['shop.apply.mobileInvalid']();
    if (!licence) found.licenceImage = m['shop.apply.licenceRequired']();
    if (chosen.length === 0) found.categoryIds = m['shop.apply.categoriesRequired']();
    if (chosen.length > maxCategories) found.categoryIds = m['shop.apply.categoriesTooMany']({ max: maxCategories });
    return found;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({
      companyName: values.companyName.trim(),
      shopName: values.shopName.trim(),
      contactName: values.contactName.trim(),
      mobile: values.mobile.trim(),
      licenceImage: licence,
      categoryIds: chosen,
      tagLevel: Number(tagLevel),
    });
  };

  return (
    <form className={shared.stack} onSubmit={submit} noValidate aria-label={m['shop.apply.heading']()}>
      {text('companyName', m['shop.apply.company'](), 64)}
      {text('shopName', m['shop.apply.shopName'](), 30)}
      {text('contactName', m['shop.apply.contact'](), 20)}
      <Input label={m['shop.apply.mobile']()} value={values.mobile} inputMode="numeric" maxLength={11} error={problems.mobile} onChange={(e) => setValues((v) => ({ ...v, mobile: e.target.value }))} />
      <div>
        <Upload label={m['shop.apply.licence']()} maxCount={1} onUpload={onUpload} onChange={(images) => setLicence(images[0]?.url ?? '')} />
        <p className={problems.licenceImage ? shared.error : shared.muted}>{problems.licenceImage ?? m['shop.apply.licenceHint']()}</p>
      </div>
      <fieldset className={shared.stack}>
        <legend>{m['shop.apply.categories']({ max: maxCategories })}</legend>
        <div className={shared.actions}>
          {categories.map((c) => (
            <Checkbox
              key={c.id}
              label={c.name}
              checked={chosen.includes(c.id)}
              onChange={(e) => setChosen((list) => (e.target.checked ? [...list, c.id] : list.filter((id) => id !== c.id)))}
            />
          ))}
        </div>
        {problems.categoryIds && <p className={shared.error}>{problems.categoryIds}</p>}
      </fieldset>
      <RadioGroup label={m['shop.apply.tagLevel']()} options={tagLevels.map((l) => ({ value: String(l.value), label: l.label }))} value={tagLevel} onChange={setTagLevel} />
      {error && (
        <p role="alert" className={shared.error}>
          {error}
        </p>
      )}
      <div className={shared.actions}>
        <Button type="submit" loading={submitting}>
          {m['shop.apply.submit']()}
        </Button>
      </div>
    </form>
  );
}
