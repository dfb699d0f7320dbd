import styled from '@emotion/styled';
import { useId } from 'react';
import { Button, color, media, radius } from 'shared-ui';
import type { StaffResource } from '../lib/resource';
import { documentLabel, formatDate, statusLabel } from '../lib/resource-display';

const Item = styled.li`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const Title = styled.h2`
  margin: 0 0 6px;
  font-size: 1.05rem;
  line-height: 1.35;
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  color: ${color.textMuted};
  font-size: 0.9rem;
  div {
    display: flex;
    gap: 4px;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Status = styled.span`
  padding: 0 8px;
  border: 1px solid currentColor;
  border-radius: ${radius.full};
  color: ${color.text};
  font-size: 0.8rem;
  font-weight: 700;
  &[data-published='false'] {
    border-style: dashed;
    color: ${color.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  & > * {
    flex: 1 1 auto;
  }
  ${media.md} {
    & > * {
      flex: none;
    }
  }
`;

export interface ResourceRowProps {
  resource: StaffResource;
  pending: boolean;
  onEdit: (resource: StaffResource) => void;
  onTogglePublished: (resource: StaffResource) => void;
}

/** One resource: title, type, date, status and document, with Edit and Publish or Unpublish. */
export function ResourceRow({ resource, pending, onEdit, onTogglePublished }: ResourceRowProps) {
  const titleId = useId();
  const { title, type, created_at: createdAt, published, url, documentHref } = resource;
  return (
    <Item aria-labelledby={titleId}>
      <div>
        <Title id={titleId}>{title}</Title>
        <Facts>
          <div>
            <dt>Type</dt>
            <dd>{type}</dd>
          </div>
          <div>
            <dt>Added</dt>
            <dd>
              <time dateTime={createdAt}>{formatDate(createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <Status data-published={published}>{statusLabel(published)}</Status>
            </dd>
          </div>
          <div>
            <dt>Document</dt>
            <dd>
              {documentHref ? (
                <a href={documentHref} target="_blank" rel="noopener noreferrer">
                  {documentLabel(url)}
                </a>
              ) : (
                documentLabel(url)
              )}
            </dd>
          </div>
        </Facts>
      </div>
      <Actions>
        <Button variant="outline" aria-describedby={titleId} onClick={() => onEdit(resource)}>
          Edit
        </Button>
        <Button
          variant={published ? 'secondary' : 'default'}
          aria-describedby={titleId}
          loading={pending}
          loadingText={published ? 'Unpublishing…' : 'Publishing…'}
          onClick={() => onTogglePublished(resource)}
        >
          {published ? 'Unpublish' : 'Publish'}
        </Button>
      </Actions>
    </Item>
  );
}
