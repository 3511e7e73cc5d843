import { GoodsGrid, type GoodsCardData } from '@mall/catalogue';
import { Box, Empty, Img, Stack } from '@mall/ui';
import { m } from '@mall/i18n';
import { ProjectFacts, ProjectProgress, ProjectStatusBadge, type ProjectData } from '../ProjectCard/ProjectCard';
import * as styles from './ProjectDetail.css';

export interface ProjectDetailData extends ProjectData {
  images: readonly string[];
  /** HTML sanitised by mall-api and the gateway (allow-list: no script, no event handlers, no javascript: URLs). */
  content: string;
  createTime: number;
  goods: readonly GoodsCardData[];
}

export interface ProjectDetailProps {
  project: ProjectDetailData;
}

/**
 * The detail of an assistance project (/promotion/projectList/detail-{id}). Props: `project` (the card fields
 * plus images, sanitised HTML content, createTime and the linked goods). Shows facts and progress, the
 * pictures, the description and the goods with their 832 / certification tags. States: with goods, without
 * goods or pictures.
 */
export function ProjectDetail({ project }: ProjectDetailProps) {
  return (
    <Stack space="lg" className={styles.root}>
      <Stack as="section" space="md" className={styles.panel} aria-labelledby="project-title">
        <h1 id="project-title" className={styles.title}>
          {project.title}
          <ProjectStatusBadge status={project.status} />
        </h1>
        <ProjectFacts project={project} />
        <ProjectProgress progress={project.progress} />
      </Stack>
      {project.images.length > 0 && (
        <Stack as="section" space="md" className={styles.panel} aria-label={m['zones.project.images']()}>
          <Box as="ul" display="grid" gap="md" className={styles.images}>
            {project.images.map((src) => (
              <li key={src}>
                <Img src={src} alt={project.title} className={styles.image} />
              </li>
            ))}
          </Box>
        </Stack>
      )}
      <Stack as="section" space="md" className={styles.panel} aria-labelledby="project-description">
        <h2 id="project-description" className={styles.heading}>
          {m['zones.project.description']()}
        </h2>
        {/* Sanitised upstream (see the content prop). */}
        <div className={styles.content} dangerouslySetInnerHTML={{ __html: project.content }} />
      </Stack>
      <Stack as="section" space="md" className={styles.panel} aria-labelledby="project-goods">
        <h2 id="project-goods" className={styles.heading}>
          {m['zones.project.linkedGoods']()}
        </h2>
        <GoodsGrid goods={project.goods} label={m['zones.project.linkedGoods']()} empty={<Empty text={m['zones.project.noGoods']()} size="sm" />} />
      </Stack>
    </Stack>
  );
}
