/**
 * Generated from backend/openapi.json by `npm run gen:api -w frontend`. Do not edit by hand.
 */

export const apiRules = {
  CreateCustomAssistantDto: {
    slug: {
      minLength: 1,
      maxLength: 32,
      tooShort: 'Slug is required',
      tooLong: 'Slug must be at most 32 characters',
      checks: [
        {
          pattern: '^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$',
          message:
            'Slug may hold lower-case letters, digits and hyphens, and must start and end with a letter or digit',
        },
      ],
    },
    name: {
      minLength: 1,
      maxLength: 60,
      tooShort: 'Name is required',
      tooLong: 'Name must be at most 60 characters',
      checks: [],
    },
    description: {
      minLength: 0,
      maxLength: 200,
      tooShort: 'Description must be text',
      tooLong: 'Description must be at most 200 characters',
      checks: [],
    },
    color: {
      minLength: 7,
      maxLength: 7,
      tooShort: 'Color must be a hex color such as #4f46e5',
      tooLong: 'Color must be a hex color such as #4f46e5',
      checks: [
        {
          pattern: '^#[0-9a-f]{6}$',
          message: 'Color must be a hex color such as #4f46e5',
        },
      ],
    },
    instructions: {
      minLength: 0,
      maxLength: 8000,
      tooShort: 'Instructions must be text',
      tooLong: 'Instructions must be at most 8,000 characters',
      checks: [],
    },
  },
  CreateServerDto: {
    name: {
      minLength: 1,
      maxLength: 100,
      tooShort: 'Server name is required',
      tooLong: 'Server name is too long',
      checks: [],
    },
    model: {
      minLength: 1,
      maxLength: 200,
      tooShort: 'Model is required',
      tooLong: 'Model name is too long',
      checks: [
        {
          pattern: '^\\S+$',
          message: 'Model name cannot contain spaces',
        },
      ],
    },
    url: {
      minLength: 1,
      maxLength: 2048,
      tooShort: 'Server URL is required',
      tooLong: 'Server URL is too long',
      checks: [
        {
          pattern: '^[A-Za-z][A-Za-z0-9+.-]*:\\S+$',
          message: 'Enter the full address, such as http://10.0.0.5:11434',
        },
        {
          pattern: '^[Hh][Tt][Tt][Pp][Ss]?://',
          message: 'The server URL must start with http:// or https://',
        },
        {
          pattern: '^[^:]+://[^/\\\\?#@]*(?:[/\\\\?#]|$)',
          message:
            'Remove the user name and password from the URL; credentials are never stored in it',
        },
        {
          pattern: '^[^:]+://[^/\\\\?#:]',
          message: 'The server URL needs a host name',
        },
        {
          pattern: '^[^?#]*$',
          message: 'The server URL cannot contain a query (?) or fragment (#)',
        },
      ],
    },
    apiKey: {
      minLength: 1,
      maxLength: 500,
      tooShort: 'API key cannot be empty (send null to remove it)',
      tooLong: 'API key is too long',
      checks: [
        {
          pattern: '^[\\x21-\\x7E]+$',
          message: 'API key must be printable characters without spaces',
        },
      ],
    },
  },
  CreateTeamDto: {
    name: {
      minLength: 1,
      maxLength: 100,
      tooShort: 'Team name is required',
      tooLong: 'Team name must be at most 100 characters',
      checks: [],
    },
    idpGroup: {
      minLength: 1,
      maxLength: 500,
      tooShort: 'Identity-provider group cannot be empty (send null to remove it)',
      tooLong: 'Identity-provider group must be at most 500 characters',
      checks: [],
    },
  },
  RenameConversationDto: {
    title: {
      minLength: 1,
      maxLength: 100,
      tooShort: 'Title cannot be blank',
      tooLong: 'Title must be at most 100 characters',
      checks: [],
    },
  },
  SetServerApiKeyDto: {
    apiKey: {
      minLength: 1,
      maxLength: 500,
      tooShort: 'API key cannot be empty (send null to remove it)',
      tooLong: 'API key is too long',
      checks: [
        {
          pattern: '^[\\x21-\\x7E]+$',
          message: 'API key must be printable characters without spaces',
        },
      ],
    },
  },
  SubscribeDto: {
    organizationName: {
      minLength: 2,
      maxLength: 100,
      tooShort: 'Organization name must be at least 2 characters',
      tooLong: 'Organization name is too long',
      checks: [],
    },
    slug: {
      minLength: 3,
      maxLength: 50,
      tooShort: 'Slug must be 3 to 50 characters: lowercase letters, digits and single hyphens',
      tooLong: 'Slug must be 3 to 50 characters: lowercase letters, digits and single hyphens',
      checks: [
        {
          pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
          message: 'Slug must be 3 to 50 characters: lowercase letters, digits and single hyphens',
        },
      ],
    },
  },
  UpdateCustomAssistantDto: {
    slug: {
      minLength: 1,
      maxLength: 32,
      tooShort: 'Slug is required',
      tooLong: 'Slug must be at most 32 characters',
      checks: [
        {
          pattern: '^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$',
          message:
            'Slug may hold lower-case letters, digits and hyphens, and must start and end with a letter or digit',
        },
      ],
    },
    name: {
      minLength: 1,
      maxLength: 60,
      tooShort: 'Name is required',
      tooLong: 'Name must be at most 60 characters',
      checks: [],
    },
    description: {
      minLength: 0,
      maxLength: 200,
      tooShort: 'Description must be text',
      tooLong: 'Description must be at most 200 characters',
      checks: [],
    },
    color: {
      minLength: 7,
      maxLength: 7,
      tooShort: 'Color must be a hex color such as #4f46e5',
      tooLong: 'Color must be a hex color such as #4f46e5',
      checks: [
        {
          pattern: '^#[0-9a-f]{6}$',
          message: 'Color must be a hex color such as #4f46e5',
        },
      ],
    },
    instructions: {
      minLength: 0,
      maxLength: 8000,
      tooShort: 'Instructions must be text',
      tooLong: 'Instructions must be at most 8,000 characters',
      checks: [],
    },
  },
  UpdateTeamDto: {
    name: {
      minLength: 1,
      maxLength: 100,
      tooShort: 'Team name is required',
      tooLong: 'Team name must be at most 100 characters',
      checks: [],
    },
    idpGroup: {
      minLength: 1,
      maxLength: 500,
      tooShort: 'Identity-provider group cannot be empty (send null to remove it)',
      tooLong: 'Identity-provider group must be at most 500 characters',
      checks: [],
    },
  },
} as const;
