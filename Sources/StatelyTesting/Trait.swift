#if !Testing
  #error(
    "StatelyTesting needs the package trait Testing: name it in Stately's package line, traits: [\"Testing\"]"
  )
#endif
