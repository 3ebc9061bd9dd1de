// The value codecs are Nano.Core's, shared with the interpreted backend: the compiler picks them and the runtime helpers run them.
global using Nano.Serialization.Codecs;
