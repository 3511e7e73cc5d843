import { Link } from 'react-router-dom';
import { Box, formatPrice, Img, Inline, Stack } from '@mall/ui';
import { m, messageFor, type Message } from '@mall/i18n';
import * as styles from './ProjectCard.css';

export type ProjectStatus = 'PREPARING' | 'IN_PROGRESS' | 'COMPLETED';

export interface ProjectData {
  id: number;
  title: string;
  place: string;
  beneficiaries: number;
  /** Fen. */
  targetAmount: number;
  raisedAmount: number;
  /** Whole percent, 0–100. */
  progress: number;
  status: ProjectStatus;
  cover: string;
  summary: string;
}

export interface ProjectCardProps {
  project: ProjectData;
}

/** The progress bar of a project: a meter from 0 to 100 with its percentage. */
export function ProjectProgress({ progress }: { progress: number }) {
  const value = Math.max(0, Math.min(100, Math.round(progress)));
  return (
    <Inline space="sm" wrap={false} className={styles.progress}>
      <span>{m['zones.project.progress']()}</span>
      <div className={styles.bar} role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-label={m['zones.project.progress']()}>
        <div className={styles.fill} style={{ width: `${value}%` }} />
      </div>
      <span>{m['zones.project.progressValue']({ percent: value })}</span>
    </Inline>
  );
}

/** The facts of a project: place, beneficiaries, raised and target amounts, as a description list. */
export function ProjectFacts({ project }: ProjectCardProps) {
  const facts: [string, string][] = [
    [m['zones.project.place'](), project.place],
    [m['zones.project.beneficiaries'](), m['zones.project.beneficiariesValue']({ count: project.beneficiaries })],
    [m['zones.project.raised'](), formatPrice(project.raisedAmount)],
    [m['zones.project.target'](), formatPrice(project.targetAmount)],
  ];
  return (
    <Box as="dl" display="grid" gap="xs" className={styles.facts}>
      {facts.map(([label, value]) => (
        <Box display="flex" gap="xs" key={label} className={styles.fact}>
          <dt className={styles.factLabel}>{label}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

const STATUS_TEXT: Record<ProjectStatus, Message> = {
  PREPARING: m['zones.project.status.PREPARING'],
  IN_PROGRESS: m['zones.project.status.IN_PROGRESS'],
  COMPLETED: m['zones.project.status.COMPLETED'],
};

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return (
    <span className={`${styles.status} ${styles.statusKind[status]}`}>
      {messageFor(STATUS_TEXT, status, `zones.project.status.${status}`)}
    </span>
  );
}

/**
 * One assistance project of /promotion/projectList. Props: `project` (title, place, beneficiaries,
 * targetAmount and raisedAmount in yuan, progress 0-100, status PREPARING / IN_PROGRESS / COMPLETED, cover).
 * Shows the status badge, the facts and a progress bar (role meter); title and cover link to the detail.
 * States: in progress, completed (100%), preparing (0%), long title.
 */
export function ProjectCard({ project }: ProjectCardProps) {
  const href = `/promotion/projectList/detail-${project.id}`;
  return (
    <Box as="article" display="grid" gap="lg" className={styles.card} aria-labelledby={`project-${project.id}`} data-testid="project-card">
      <Link to={href} tabIndex={-1} aria-hidden="true">
        <Img src={project.cover} alt="" className={styles.cover} />
      </Link>
      <Stack space="sm" className={styles.body}>
        <h2 id={`project-${project.id}`} className={styles.title}>
          <Link to={href} className={styles.titleLink}>
            {project.title}
          </Link>
          <ProjectStatusBadge status={project.status} />
        </h2>
        <ProjectFacts project={project} />
        <ProjectProgress progress={project.progress} />
      </Stack>
    </Box>
  );
}
