import { ApiProperty } from '@nestjs/swagger';

export class OidcProviderDto {
  @ApiProperty({
    example: 'Single sign-on',
    description: 'The button reads "Sign in with {label}"',
  })
  label: string;
}

/** Which ways of signing in this installation offers (GET /api/auth/providers). */
export class SignInProvidersDto {
  @ApiProperty({ description: 'Local username/password sign-in and registration' })
  local: boolean;

  @ApiProperty({ type: OidcProviderDto, nullable: true })
  oidc: OidcProviderDto | null;

  @ApiProperty({ description: 'Username/password checked against the LDAP directory' })
  ldap: boolean;

  @ApiProperty({
    enum: ['email', 'administrator'],
    description:
      'How a forgotten password is reset: a link by e-mail (SMTP is set up and local accounts are on), or by asking an administrator',
  })
  passwordReset: 'email' | 'administrator';
}
