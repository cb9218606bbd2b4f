import { useParams } from 'react-router';
import { LoadProblem, PagePlaceholder } from '../../components/placeholders.js';
import { NotFound } from '../../components/not-found.js';
import { ApiError } from '../../lib/api-client.js';
import { useUser } from '../../lib/auth.js';
import { BlockButton } from '../../features/messages/components/block-button.js';
import { ReportButton } from '../../features/reports/components/report-button.js';
import { ReviewsList } from '../../features/reviews/components/reviews-list.js';
import { useProfile } from '../../features/users/api/get-profile.js';
import { Profile } from '../../features/users/components/profile.js';

function ProfileScreen({ id }: { id: string }) {
  const profile = useProfile(id);
  const { data: viewer } = useUser();
  const placeholder = <PagePlaceholder what="the profile" />;
  if (profile.isPending) return placeholder;
  if (profile.error instanceof ApiError && profile.error.status === 404) return <NotFound />;
  if (profile.isError && !profile.data)
    return (
      <LoadProblem error={profile.error} onRetry={() => void profile.refetch()} placeholder={placeholder} />
    );
  const { data } = profile;
  return (
    <Profile
      profile={data}
      reviews={<ReviewsList reviews={data.reviews} />}
      actions={
        viewer && viewer.id !== data._id ? (
          <>
            <ReportButton target={{ kind: 'person', userId: data._id, name: data.name }} />
            <BlockButton person={{ id: data._id, name: data.name }} />
          </>
        ) : null
      }
    />
  );
}

/**
 * /users/:id: a person's profile, with the reviews others left them, for visitors too (it holds no
 * contact data); an unknown id is not found.
 */
export function Component() {
  const { id = '' } = useParams();
  return <ProfileScreen key={id} id={id} />;
}
