import { useId, useRef, useState, type FormEvent } from 'react';
import { m } from '@mall/i18n';
import { ORG_IMPORT_MAX_BYTES, ORG_IMPORT_MAX_ROWS } from '@mall/rest-contract/org-limits';
import { Box, Button, Checkbox, Inline, Stack, Table, type TableColumn } from '@mall/ui';
import { checkImportFile } from '../../lib/checkFile';
import * as styles from './MemberImport.css';

export interface ImportRefusal {
  row: number;
  mobile: string;
  realName: string;
  reason: string;
}

export interface ImportReportView {
  total: number;
  imported: number;
  created: number;
  rolledBack: boolean;
  refused: ImportRefusal[];
}

export interface MemberImportProps {
  templateHref: string;
  exportHref: string;
  onImport: (file: File, allOrNothing: boolean) => void;
  /** null when idle; a percent while uploading; 100 while mall-api checks and writes. */
  progress?: number | null;
  report?: ImportReportView | null;
  /** The refusal of the whole file (too large, not .xlsx, macro, …). */
  error?: string | null;
}

const MB = ORG_IMPORT_MAX_BYTES / 1024 / 1024;

/**
 * Import members from an .xlsx file (template, progress, the report of refused rows) and export them.
 *
 * 从 Excel 导入单位成员、导出成员。props：templateHref 模板下载地址，exportHref 导出地址，onImport(file, allOrNothing) 选择 .xlsx
 * 并通过浏览器初检（扩展名、2MB）后提交，progress 上传百分比（100 表示服务端检查中），report 导入结果（逐行拒绝原因），error
 * 整个文件被拒绝的原因。状态：空闲、上传中、检查中、部分导入、全部或全不回滚、文件被拒。
 */
export function MemberImport({ templateHref, exportHref, onImport, progress = null, report = null, error = null }: MemberImportProps) {
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [allOrNothing, setAllOrNothing] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const busy = progress !== null;
  const choose = (f: File | null) => {
    setFile(null);
    setLocalError(null);
    if (!f) return;
    const problem = checkImportFile(f);
    if (problem === 'notXlsx') return setLocalError(m['orgVoucher.import.notXlsx']());
    if (problem === 'tooLarge') return setLocalError(m['orgVoucher.import.tooLarge']({ mb: MB }));
    setFile(f);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (file) onImport(file, allOrNothing);
  };
  const columns: TableColumn<ImportRefusal>[] = [
    { key: 'row', title: m['orgVoucher.import.row'](), align: 'center', width: '5em' },
    { key: 'realName', title: m['orgVoucher.members.realName']() },
    { key: 'mobile', title: m['orgVoucher.members.mobile']() },
    { key: 'reason', title: m['orgVoucher.import.reason']() },
  ];
  const shownError = localError ?? error;
  return (
    <Stack as="section" space="sm" className={styles.root} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.title}>
        {m['orgVoucher.import.title']()}
      </h2>
      <p className={styles.muted}>{m['orgVoucher.import.rules']({ rows: ORG_IMPORT_MAX_ROWS, mb: MB })}</p>
      <Box display="flex" gap="lg" flexWrap="wrap">
        <a className={styles.link} href={templateHref} download>
          {m['orgVoucher.import.template']()}
        </a>
        <a className={styles.link} href={exportHref} download>
          {m['orgVoucher.import.export']()}
        </a>
      </Box>
      <Stack as="form" space="sm" align="flex-start" onSubmit={submit}>
        <label htmlFor={inputId} className={styles.fileLabel}>
          {m['orgVoucher.import.choose']()}
        </label>
        <input
          ref={fileRef}
          id={inputId}
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={busy}
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
        />
        <Checkbox label={m['orgVoucher.import.allOrNothing']()} checked={allOrNothing} onChange={(e) => setAllOrNothing(e.target.checked)} disabled={busy} />
        <div>
          <Button type="submit" disabled={!file || busy}>
            {m['orgVoucher.import.start']()}
          </Button>
        </div>
      </Stack>
      {busy ? (
        <Inline space="sm" wrap={false}>
          <progress className={styles.progress} max={100} value={progress} aria-label={m['orgVoucher.import.title']()} />
          <span role="status">{progress < 100 ? m['orgVoucher.import.uploading']({ percent: progress }) : m['orgVoucher.import.checking']()}</span>
        </Inline>
      ) : null}
      {shownError ? (
        <p role="alert" className={styles.error}>
          {shownError}
        </p>
      ) : null}
      {report ? (
        <Stack space="sm" role="status">
          <p className={styles.summary}>
            {m['orgVoucher.import.summary']({ total: report.total, imported: report.imported, created: report.created, refused: report.refused.length })}
          </p>
          {report.rolledBack ? <p className={styles.error}>{m['orgVoucher.import.rolledBack']()}</p> : null}
          {report.refused.length > 0 ? <Table caption={m['orgVoucher.import.refusedCaption']()} columns={columns} rows={report.refused} rowKey="row" /> : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
