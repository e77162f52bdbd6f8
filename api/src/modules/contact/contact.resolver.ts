import { Arg, Authorized, Ctx, Field, InputType, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { GqlContext } from '../../graphql/context.js';
import { CONTACT_THANKS, submitContact } from './contact.service.js';

@InputType({ description: 'A contact-form message, validated with the shared contact schema.' })
export class ContactInput {
  @Field(() => String, { description: 'Where to reply.' })
  userEmail!: string;

  @Field(() => String, { description: 'billing, support or feedback.' })
  issueType!: string;

  @Field(() => String, { description: 'The message (at least 10 characters).' })
  issueDescription!: string;
}

@ObjectType({ description: 'The answer to a contact-form message.' })
export class ContactResult {
  @Field(() => String, { description: 'A message to show.' })
  message!: string;
}

@Resolver()
export class ContactResolver {
  @Authorized()
  @Mutation(() => ContactResult, { description: 'Send a message to the team (signed-in users; rate-limited).' })
  async submitContactRequest(@Ctx() ctx: GqlContext, @Arg('input', () => ContactInput) input: ContactInput): Promise<ContactResult> {
    await submitContact(ctx.em, ctx.user!, { ...input });
    return { message: CONTACT_THANKS };
  }
}
