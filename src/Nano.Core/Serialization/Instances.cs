namespace Nano.Serialization;

/// <summary>Creates message instances where the model says no constructor runs
/// (<see cref="Model.MessageModel.SkipsConstructor"/>); both backends call it.</summary>
internal static class Instances
{
    /// <summary>An instance whose constructor and field initializers have not run: every member is zero.</summary>
    // A message type keeps its constructors under the trimming contract of MessageTypes.Members.
    public static object Uninitialized(Type type) => RuntimeHelpers.GetUninitializedObject(MessageTypes.Members(type));

    /// <summary>The typed form, for emitted code.</summary>
    public static T Uninitialized<T>() where T : class => (T)Uninitialized(typeof(T));
}
