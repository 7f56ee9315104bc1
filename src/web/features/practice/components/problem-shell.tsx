import type { ReactNode } from 'react';
import { Breadcrumb } from '../../../components/breadcrumb';
import { PageShell } from '../../../components/page-shell';
import { PageTitle } from '../../../components/page-title';
import type { TSubtopicTrail } from '../../../lib/breadcrumb-types';
import { latsolPath } from '../../../routes';

/** A problem page's frame: its title 'Soal #N', and the trail up to its subtopic. */
export function ProblemShell({ breadcrumb, title, children }: { breadcrumb: TSubtopicTrail; title: string; children: ReactNode }) {
  const { category, topic, subtopic } = breadcrumb;
  return (
    <>
      <PageTitle title={`${title} · ${subtopic.subtopicName}`} />
      <PageShell
        isNarrow
        breadcrumb={
          <Breadcrumb
            trail={[
              { label: category.categoryName, to: latsolPath.category(category.categoryId) },
              { label: topic.topicName, to: latsolPath.topic(category.categoryId, topic.topicId) },
              { label: subtopic.subtopicName, to: latsolPath.subtopic(category.categoryId, topic.topicId, subtopic.subtopicId) },
            ]}
            current={title}
          />
        }
      >
        {children}
      </PageShell>
    </>
  );
}
