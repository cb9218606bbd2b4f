import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';

/** Spec 7: with the bearer access token read from browser storage. */
export async function deleteUser(id: string): Promise<{ acknowledged: boolean; deletedCount: number }> {
  return (
    await apiRequest<{ acknowledged: boolean; deletedCount: number }>(
      `/api/users/${encodeURIComponent(id)}`,
      {
        method: 'DELETE',
        bearer: true,
      },
    )
  ).data;
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['allbuyers'] }),
        queryClient.invalidateQueries({ queryKey: ['category-books'] }),
      ]);
    },
  });
}
