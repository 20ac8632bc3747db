import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';

/** The value must equal another property (password confirmations); an empty value is left to the required rule. */
export function Match(property: string, options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'match',
      target: object.constructor,
      propertyName,
      constraints: [property],
      options,
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          value === undefined || value === '' || value === (args.object as Record<string, unknown>)[args.constraints[0] as string],
      },
    });
}
