import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { CURRENT_LICENSE_PATH, LICENSES_PATH, type License } from './get-current-license';

export function rotateLicense() {
  return apiJson<License>('POST', `${LICENSES_PATH}/rotate`, {});
}

export function useRotateLicense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateLicense,
    onSuccess: (license) => {
      queryClient.setQueryData([CURRENT_LICENSE_PATH], license);
      return queryClient.invalidateQueries({ queryKey: [LICENSES_PATH] });
    },
  });
}
