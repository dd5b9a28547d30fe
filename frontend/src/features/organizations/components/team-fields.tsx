import type { UseFormReturn } from 'react-hook-form';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { TeamInput } from '../api/teams';

export const IDP_GROUP_HINT =
  'Optional. With single sign-on: a groups-claim value (OpenID Connect) or an LDAP group DN. The team’s members then follow the directory at each sign-in.';

/** A team's name and identity-provider group, for the create form and the edit dialog. */
export function TeamFields({
  form,
  idPrefix,
}: {
  form: UseFormReturn<TeamInput>;
  idPrefix: string;
}) {
  const { errors } = form.formState;
  const nameId = `${idPrefix}-name`;
  const groupId = `${idPrefix}-group`;
  return (
    <>
      <FormField id={nameId} label="Team name" error={errors.name?.message}>
        <Input
          {...fieldAria(nameId, errors.name?.message)}
          maxLength={100}
          autoComplete="off"
          placeholder="e.g. Radiology"
          {...form.register('name')}
        />
      </FormField>
      <FormField
        id={groupId}
        label="Identity-provider group"
        hint={IDP_GROUP_HINT}
        error={errors.idpGroup?.message}
      >
        <Input
          {...fieldAria(groupId, errors.idpGroup?.message)}
          maxLength={500}
          autoComplete="off"
          placeholder="e.g. cn=radiology,ou=groups,dc=example,dc=org"
          {...form.register('idpGroup')}
        />
      </FormField>
    </>
  );
}
